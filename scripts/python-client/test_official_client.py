"""The official Python client (algoliasearch 4.48.0) against `instantsearch serve`.

Started by scripts/test-python-client, which passes SERVER_PORT, SERVER_KEY, INDEX_DIR and
INSTANTSEARCH_BIN in the environment. Each answer the client parses is compared with the JSON
the server sends for the same request (the engine's own answer: the Swift HTTPTests check that
it equals the in-process engine's), so nothing is lost or mangled between the engine and an
official client. Search, facet counts, facet-value search and multi-query answers are also
compared with what the shell prints for the same index (`instantsearch --index DIR -c
'query phone' --json`, `facets`, `sffv`, `multi`); those tests skip, saying why, if the shell
cannot run the command.
"""

import asyncio
import json
import os
import subprocess
import urllib.error
import urllib.request

import pytest
from algoliasearch.http.exceptions import RequestException
from algoliasearch.http.hosts import Host, HostsCollection
from algoliasearch.search.client import SearchClient, SearchClientSync
from algoliasearch.search.config import SearchConfig

PORT = int(os.environ["SERVER_PORT"])
KEY = os.environ["SERVER_KEY"]
INDEX = "products"


def config(key=KEY):
    cfg = SearchConfig("LOCALAPP", key)
    cfg.hosts = HostsCollection([Host(url="127.0.0.1", scheme="http", port=PORT)])
    return cfg


@pytest.fixture(scope="module")
def client():
    return SearchClientSync.create_with_config(config=config())


def raw(method, path, body=None):
    """The server's own JSON for a request, fetched without the official client."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        f"http://127.0.0.1:{PORT}{path}",
        data=data,
        method=method,
        headers={"x-algolia-api-key": KEY, "x-algolia-application-id": "LOCALAPP", "content-type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())


def untimed(value):
    """Drops processingTimeMS (the only field that differs between two runs) everywhere."""
    if isinstance(value, dict):
        return {k: untimed(v) for k, v in value.items() if k != "processingTimeMS"}
    if isinstance(value, list):
        return [untimed(v) for v in value]
    return value


SEARCHES = [
    {"query": "phone", "hitsPerPage": 5, "facets": ["brand", "category"]},
    {"query": "wireles hedphones", "hitsPerPage": 3},
    {"query": "", "filters": "brand:Samsung AND price < 500", "hitsPerPage": 10, "attributesToRetrieve": ["name", "price"]},
    {"query": "kit", "page": 1, "hitsPerPage": 4, "getRankingInfo": True},
]


@pytest.mark.parametrize("params", SEARCHES, ids=["facets", "typos", "filters", "page+ranking"])
def test_search_single_index_matches_server(client, params):
    answer = client.search_single_index(INDEX, params).to_dict()
    expected = raw("POST", f"/1/indexes/{INDEX}/query", params)
    assert expected["nbHits"] > 0
    assert untimed(answer) == untimed(expected)


def test_multi_query_flattened_and_params_string_match_server(client):
    requests = [
        {"indexName": INDEX, "query": "phone", "hitsPerPage": 3, "facets": ["brand"]},
        {"indexName": INDEX, "params": "query=lamp&hitsPerPage=2&facets=%5B%22category%22%5D"},
        {"indexName": INDEX, "type": "facet", "facet": "brand", "facetQuery": "s", "maxFacetHits": 4},
    ]
    answer = client.search({"requests": requests, "strategy": "none"}).to_dict()
    expected = raw("POST", "/1/indexes/*/queries", {"requests": requests, "strategy": "none"})
    assert [r.get("index") for r in answer["results"][:2]] == [INDEX, INDEX]
    assert len(answer["results"][2]["facetHits"]) == 4
    assert untimed(answer) == untimed(expected)


def test_search_for_facet_values_matches_server(client):
    body = {"facetQuery": "so", "maxFacetHits": 5}
    answer = client.search_for_facet_values(INDEX, "brand", body).to_dict()
    expected = raw("POST", f"/1/indexes/{INDEX}/facets/brand/query", body)
    assert answer["facetHits"], "no facet values for 'so'"
    assert all(hit["value"].lower().startswith("so") for hit in answer["facetHits"])
    assert untimed(answer) == untimed(expected)


def test_settings_indices_object_and_browse(client):
    assert client.get_settings(INDEX).to_dict() == raw("GET", f"/1/indexes/{INDEX}/settings")
    names = [item["name"] for item in client.list_indices().to_dict()["items"]]
    assert INDEX in names
    record = client.get_object(INDEX, "1", ["name"])
    assert record == {"objectID": "1", "name": raw("GET", f"/1/indexes/{INDEX}/1")["name"]}
    first = client.browse(INDEX, {"hitsPerPage": 500})
    assert len(first.hits) == 500 and first.cursor
    second = client.browse(INDEX, {"cursor": first.cursor})
    seen = {h.object_id for h in first.hits} | {h.object_id for h in second.hits}
    assert len(seen) == len(first.hits) + len(second.hits)


def hits_count(client, params):
    """nbHits as the official client parses it, checked against the server's own JSON."""
    answer = client.search_single_index(INDEX, params).to_dict()
    assert untimed(answer) == untimed(raw("POST", f"/1/indexes/{INDEX}/query", params))
    return answer["nbHits"]


def test_query_understanding_parameters_through_the_client(client):
    # advancedSyntax: records with "phone" but not the word "samsung" = phone* minus (samsung AND phone*).
    strict = {"typoTolerance": False, "hitsPerPage": 1}
    excluded = hits_count(client, {"query": "phone -samsung", "advancedSyntax": True, **strict})
    both = hits_count(client, {"query": "samsung phone", **strict})
    assert excluded + both == hits_count(client, {"query": "phone", **strict})
    assert both > 0
    # A phrase is stricter than its words.
    phrase = hits_count(client, {"query": '"phone case"', "advancedSyntax": True, "hitsPerPage": 1})
    assert 0 < phrase < hits_count(client, {"query": "phone case", "hitsPerPage": 1})
    # removeWordsIfNoResults and optionalWords relax a query that finds nothing.
    assert hits_count(client, {"query": "phone zzzzqqq", "hitsPerPage": 1}) == 0
    whole_phone = hits_count(client, {"query": "phone", "queryType": "prefixNone", "hitsPerPage": 1})
    assert whole_phone > 0
    assert hits_count(client, {"query": "phone zzzzqqq", "removeWordsIfNoResults": "lastWords", "hitsPerPage": 1}) == whole_phone
    assert hits_count(client, {"query": "phone zzzzqqq", "optionalWords": ["zzzzqqq"], "hitsPerPage": 1}) == whole_phone
    # The words criterion: records with both words first, then those with one.
    ranked = client.search_single_index(
        INDEX, {"query": "case phone", "optionalWords": "phone", "getRankingInfo": True, "hitsPerPage": 1000}
    ).to_dict()
    words = [hit["_rankingInfo"]["words"] for hit in ranked["hits"]]
    assert words == sorted(words, reverse=True) and words[0] == 2 and words[-1] == 1


def test_languages_and_query_after_removal_through_the_client(client):
    whole = {"queryType": "prefixNone", "typoTolerance": False, "hitsPerPage": 1}
    # ignorePlurals: "kits" finds the records with "kit".
    assert hits_count(client, {"query": "kits", **whole}) == 0
    kit = hits_count(client, {"query": "kit", **whole})
    assert kit > 0
    assert hits_count(client, {"query": "kits", "ignorePlurals": True, **whole}) == kit
    assert hits_count(client, {"query": "kits", "ignorePlurals": ["en"], "queryLanguages": ["en"], **whole}) == kit
    # removeStopWords: "the" leaves the query; with German's list only, it stays.
    phone = hits_count(client, {"query": "phone", **whole})
    assert hits_count(client, {"query": "the phone", **whole}) < phone
    assert hits_count(client, {"query": "the phone", "removeStopWords": True, **whole}) == phone
    assert hits_count(client, {"query": "the phone", "removeStopWords": True, "queryLanguages": ["de"], **whole}) < phone
    # queryAfterRemoval marks what removeWordsIfNoResults took out.
    relaxed = client.search_single_index(
        INDEX, {"query": "phone zzzzqqq", "removeWordsIfNoResults": "lastWords", "hitsPerPage": 1}
    ).to_dict()
    assert relaxed["queryAfterRemoval"] == "phone <em>zzzzqqq</em>"
    # A language without a list is a 400 that names it.
    with pytest.raises(RequestException) as refused:
        client.search_single_index(INDEX, {"query": "kits", "ignorePlurals": ["fr"]})
    assert refused.value.status_code == 400
    assert 'No plural forms for "fr"' in str(refused.value)


def test_geo_search_through_the_client(client):
    # The demo's products scatter within about 20 km of real cities (Paris: 48.8566, 2.3522).
    paris_box = [[48.66, 2.08, 49.06, 2.62]]
    boxed = client.search_single_index(
        INDEX, {"query": "", "insideBoundingBox": paris_box, "hitsPerPage": 1000, "attributesToRetrieve": ["_geoloc"]}
    ).to_dict()
    assert boxed["nbHits"] > 0
    for hit in boxed["hits"]:
        assert 48.66 <= hit["_geoloc"]["lat"] <= 49.06 and 2.08 <= hit["_geoloc"]["lng"] <= 2.62
    # The same box as a polygon finds the same records.
    polygon = [[48.66, 2.08, 49.06, 2.08, 49.06, 2.62, 48.66, 2.62]]
    assert hits_count(client, {"query": "", "insidePolygon": polygon}) == boxed["nbHits"]
    # Around a point without a radius: automatic, said in automaticRadius; ranked by distance.
    around = client.search_single_index(
        INDEX, {"query": "", "aroundLatLng": "48.8566,2.3522", "getRankingInfo": True, "hitsPerPage": 50}
    ).to_dict()
    assert int(around["automaticRadius"]) > 0
    distances = [hit["_rankingInfo"]["geoDistance"] for hit in around["hits"]]
    assert distances == sorted(distances)
    assert "matchedGeoLocation" in around["hits"][0]["_rankingInfo"]
    # A polygon of two points is Algolia's 400.
    with pytest.raises(urllib.error.HTTPError) as bad:
        raw("POST", f"/1/indexes/{INDEX}/query", {"query": "", "insidePolygon": [[48.0, 2.0, 49.0, 2.0]]})
    assert bad.value.code == 400
    assert json.loads(bad.value.read())["message"].startswith('Invalid value for "insidePolygon" parameter')


def test_synonyms_through_the_client(client):
    """The index imported with --synonyms: search_synonyms, get_synonym, and searches using them."""
    found = client.search_synonyms("garments", {"query": "trousers", "type": "synonym", "hitsPerPage": 10}).to_dict()
    assert found == raw("POST", "/1/indexes/garments/synonyms/search", {"query": "trousers", "type": "synonym", "hitsPerPage": 10})
    assert found["nbHits"] == 1 and found["hits"][0]["objectID"] == "pants"
    assert client.search_synonyms("garments", {"query": ""}).to_dict()["nbHits"] == 2
    one_way = client.get_synonym("garments", "ny").to_dict()
    assert one_way["input"] == "ny" and one_way["synonyms"] == ["new york"]
    with pytest.raises(RequestException) as missing:
        client.get_synonym("garments", "nosuch")
    assert missing.value.status_code == 404 and "Synonym set does not exist" in str(missing.value)
    hits = client.search_single_index("garments", {"query": "pants"}).to_dict()["hits"]
    assert sorted(hit["objectID"] for hit in hits) == ["g1", "g2"]
    hits = client.search_single_index("garments", {"query": "pants", "synonyms": False}).to_dict()["hits"]
    assert [hit["objectID"] for hit in hits] == ["g1"]
    assert [hit["objectID"] for hit in client.search_single_index("garments", {"query": "ny"}).to_dict()["hits"]] == ["g3"]
    # The client's models check types before sending, so the wrong type goes raw.
    with pytest.raises(urllib.error.HTTPError) as bad:
        raw("POST", "/1/indexes/garments/query", {"query": "pants", "synonyms": "often"})
    assert bad.value.code == 400
    assert json.loads(bad.value.read()) == {
        "message": 'Invalid value for "synonyms" parameter, expected boolean',
        "status": 400,
    }


def test_rules_through_the_client(client):
    """The index imported with --rules: search_rules, get_rule, and a search a rule changes
    (userData, appliedRules and the promoted hit, as the client decodes them)."""
    found = client.search_rules("garments", {"query": "hoodie", "hitsPerPage": 10}).to_dict()
    assert found == raw("POST", "/1/indexes/garments/rules/search", {"query": "hoodie", "hitsPerPage": 10})
    assert found["nbHits"] == 1 and found["hits"][0]["objectID"] == "promo-hoodie" and found["nbPages"] == 1
    assert client.search_rules("garments", {"enabled": False}).to_dict()["hits"][0]["objectID"] == "off"
    assert client.search_rules("garments", {"context": "promo", "anchoring": "contains"}).to_dict()["nbHits"] == 1
    rule = client.get_rule("garments", "promo-hoodie").to_dict()
    assert rule == raw("GET", "/1/indexes/garments/rules/promo-hoodie")
    assert rule["consequence"]["promote"] == [{"objectID": "g3", "position": 0}]
    assert rule["conditions"][0]["context"] == "promo"
    with pytest.raises(RequestException) as missing:
        client.get_rule("garments", "nosuch")
    assert missing.value.status_code == 404 and "ObjectID does not exist" in str(missing.value)
    params = {"query": "pants", "ruleContexts": ["promo"], "getRankingInfo": True}
    response = client.search_single_index("garments", params).to_dict()
    assert untimed(response) == untimed(raw("POST", "/1/indexes/garments/query", params))
    assert response["userData"] == [{"banner": "hoodies"}]
    assert response["appliedRules"] == [{"objectID": "promo-hoodie"}]
    assert response["hits"][0]["objectID"] == "g3" and response["hits"][0]["_rankingInfo"]["promoted"] is True
    assert response["nbHits"] == 3
    plain = client.search_single_index("garments", {"query": "pants", "ruleContexts": ["promo"], "enableRules": False})
    assert sorted(hit.to_dict()["objectID"] for hit in plain.hits) == ["g1", "g2"]


def test_filter_scores_through_the_client(client):
    """optionalFilters with scores in an OR group: the best score, or their sum with sumOrFiltersScores."""
    group = [["category:Electronics<score=2>", "free_shipping:true<score=3>"]]
    params = {"query": "", "optionalFilters": group, "getRankingInfo": True, "hitsPerPage": 50}
    best = client.search_single_index(INDEX, params).to_dict()
    summed = client.search_single_index(INDEX, {**params, "sumOrFiltersScores": True}).to_dict()
    assert untimed(summed) == untimed(raw("POST", f"/1/indexes/{INDEX}/query", {**params, "sumOrFiltersScores": True}))
    best_scores = [hit["_rankingInfo"]["filters"] for hit in best["hits"]]
    summed_scores = [hit["_rankingInfo"]["filters"] for hit in summed["hits"]]
    assert max(best_scores) == 3 and max(summed_scores) == 5
    assert summed_scores == sorted(summed_scores, reverse=True)
    with pytest.raises(urllib.error.HTTPError) as bad:
        raw("POST", f"/1/indexes/{INDEX}/query", {"query": "", "sumOrFiltersScores": "often"})
    assert bad.value.code == 400
    assert json.loads(bad.value.read())["message"] == 'Invalid value for "sumOrFiltersScores" parameter, expected boolean'


def test_faceting_after_distinct_through_the_client(client):
    """Accepted and answered as the server answers (the demo has no attributeForDistinct: every
    record is its own group, so the counts are those of every match)."""
    params = {"query": "phone", "distinct": True, "facetingAfterDistinct": True, "facets": ["brand"], "hitsPerPage": 3}
    found = client.search_single_index(INDEX, params).to_dict()
    assert untimed(found) == untimed(raw("POST", f"/1/indexes/{INDEX}/query", params))
    plain = client.search_single_index(INDEX, {**params, "facetingAfterDistinct": False}).to_dict()
    assert found["facets"] == plain["facets"] and found["facets"]["brand"]


def test_response_fields_through_the_client(client):
    """Only the listed fields come back (and those Algolia never leaves out); parsed by the
    client as the server sent them."""
    params = {"query": "phone", "hitsPerPage": 2, "responseFields": ["hits", "nbHits"], "attributesToRetrieve": ["name"]}
    found = client.search_single_index(INDEX, params).to_dict()
    assert found == raw("POST", f"/1/indexes/{INDEX}/query", params)
    assert found["nbHits"] > 0 and len(found["hits"]) == 2
    assert not {"page", "nbPages", "hitsPerPage", "params", "query", "facets", "processingTimeMS"} & set(found)
    with pytest.raises(RequestException) as bad:
        client.search_single_index(INDEX, {"query": "phone", "responseFields": ["nbhits"]})
    assert bad.value.status_code == 400
    assert 'unknown response field "nbhits"' in str(bad.value)


def test_similar_query_through_the_client(client):
    """similarQuery searches its keywords broadly (any of them, words ranked first): at least as
    many hits as the same words as a query, and the client parses the server's answer as sent."""
    params = {"similarQuery": "wireless phone case", "hitsPerPage": 5, "attributesToRetrieve": ["name"]}
    found = client.search_single_index(INDEX, params).to_dict()
    assert untimed(found) == untimed(raw("POST", f"/1/indexes/{INDEX}/query", params))
    strict = client.search_single_index(INDEX, {"query": "wireless phone case", "hitsPerPage": 5}).to_dict()
    assert found["nbHits"] > strict["nbHits"]


def test_refused_parameters_and_bad_values_are_algolias_400(client):
    with pytest.raises(RequestException) as refused:
        client.search_single_index(INDEX, {"query": "x", "relevancyStrictness": 90})
    assert refused.value.status_code == 400
    assert "Unknown parameter: relevancyStrictness" in str(refused.value)
    # The client's own models refuse a bad enum value before sending, so this one goes raw.
    with pytest.raises(urllib.error.HTTPError) as bad:
        raw("POST", f"/1/indexes/{INDEX}/query", {"query": "x", "removeWordsIfNoResults": "sometimes"})
    assert bad.value.code == 400
    assert json.loads(bad.value.read()) == {
        "message": 'Invalid value for "removeWordsIfNoResults" parameter, expected one of '
        '"none", "lastWords", "firstWords", "allOptional"',
        "status": 400,
    }
    # A documented no-op is accepted.
    assert client.search_single_index(INDEX, {"query": "phone", "analytics": False, "hitsPerPage": 1}).nb_hits > 0


def test_errors_keep_the_servers_message_and_status(client):
    with pytest.raises(RequestException) as missing:
        client.search_single_index("nope", {"query": "x"})
    assert missing.value.status_code == 404
    assert "Index nope does not exist" in str(missing.value)
    with pytest.raises(RequestException) as bad_filter:
        client.search_single_index(INDEX, {"filters": "brand:Apple AND ("})
    assert bad_filter.value.status_code == 400
    assert "filters" in str(bad_filter.value)
    wrong = SearchClientSync.create_with_config(config=config(key="not-the-key"))
    with pytest.raises(RequestException) as denied:
        wrong.search_single_index(INDEX, {"query": "x"})
    assert denied.value.status_code == 403
    assert "Invalid Application-ID or API key" in str(denied.value)


def test_async_client_multi_query():
    async def run():
        client = SearchClient.create_with_config(config=config())
        try:
            return await client.search({"requests": [{"indexName": INDEX, "query": "phone"}]})
        finally:
            await client.close()

    answer = asyncio.run(run()).to_dict()
    expected = raw("POST", "/1/indexes/*/queries", {"requests": [{"indexName": INDEX, "query": "phone"}]})
    assert untimed(answer) == untimed(expected)


def shell_json(command):
    """`instantsearch --index DIR -c COMMAND --json` as parsed JSON lines, or None when unsupported."""
    result = subprocess.run(
        [os.environ["INSTANTSEARCH_BIN"], "--index", os.environ["INDEX_DIR"], "-c", command, "--json"],
        capture_output=True, text=True, timeout=60,
    )
    if result.returncode != 0:
        return None
    lines = []
    for line in result.stdout.splitlines():
        try:
            lines.append(json.loads(line))
        except ValueError:
            return None
    return lines


def find_hits(value):
    """The first list of hits (objects with objectID) anywhere in a JSON document."""
    if isinstance(value, dict):
        hits = value.get("hits")
        if isinstance(hits, list) and all(isinstance(h, dict) and "objectID" in h for h in hits):
            return hits
        for child in value.values():
            found = find_hits(child)
            if found is not None:
                return found
    if isinstance(value, list):
        for child in value:
            found = find_hits(child)
            if found is not None:
                return found
    return None


def shell_or_skip(command):
    lines = shell_json(command)
    if not lines:
        pytest.skip(f"the shell cannot run `{command}` with --json output")
    return lines


def test_same_hits_as_the_shell(client):
    lines = shell_or_skip("query phone")
    hits = find_hits(lines)
    stats = next((line for line in lines if isinstance(line, dict) and "nbHits" in line), None)
    if hits is None or stats is None:
        pytest.skip("the shell's `query` output has no hits or nbHits")
    answer = client.search_single_index(INDEX, {"query": "phone", "hitsPerPage": len(hits)})
    assert answer.nb_hits == stats["nbHits"]
    assert [h.object_id for h in answer.hits] == [h["objectID"] for h in hits]


def test_same_facet_counts_as_the_shell(client):
    lines = shell_or_skip("query phone; facets brand --limit 1000")
    values = lines[-1].get("values") if isinstance(lines[-1], dict) else None
    if values is None:
        pytest.skip("the shell's `facets` output has no values")
    answer = client.search_single_index(INDEX, {"query": "phone", "facets": ["brand"], "maxValuesPerFacet": 1000})
    assert {v["value"]: v["count"] for v in values} == answer.facets["brand"]


def test_same_facet_values_as_the_shell(client):
    lines = shell_or_skip("sffv brand s")
    values = lines[-1].get("values") if isinstance(lines[-1], dict) else None
    if not values:
        pytest.skip("the shell's `sffv` output has no values")
    answer = client.search_for_facet_values(INDEX, "brand", {"facetQuery": "s", "maxFacetHits": len(values)})
    assert [(h.value, h.highlighted, h.count) for h in answer.facet_hits] == [
        (v["value"], v["highlighted"], v["count"]) for v in values
    ]


def test_same_multi_query_as_the_shell(client):
    lines = shell_or_skip("query lamp; multi products products_price_asc --hits 3")
    results = next((line["results"] for line in lines if isinstance(line, dict) and "results" in line), None)
    if results is None:
        pytest.skip("the shell's `multi` output has no results")
    answer = client.search({"requests": [
        {"indexName": "products", "query": "lamp", "hitsPerPage": 3},
        {"indexName": "products_price_asc", "query": "lamp", "hitsPerPage": 3},
    ]}).to_dict()["results"]
    assert [(r["index"], r["nbHits"], [h["objectID"] for h in r["hits"]]) for r in answer] == [
        (r["index"], r["nbHits"], [h["objectID"] for h in r["hits"]]) for r in results
    ]
